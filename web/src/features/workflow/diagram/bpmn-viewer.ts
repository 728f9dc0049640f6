// bpmn-js's navigated viewer (zoom, scroll) with its styles: a chunk of its own, loaded when a diagram is shown.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './process-diagram.css';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';

export { NavigatedViewer };
