/** The XML documents the stand-in viewer was given, in order (tests clear it). */
export const importedXml: string[] = [];

/**
 * bpmn-js does not draw in jsdom: the page tests replace `diagram/bpmn-viewer` with this stand-in
 * (`jest.mock('../../diagram/bpmn-viewer', () => jest.requireActual('../bpmn-viewer.stand-in'))`).
 */
export class NavigatedViewer {
  importXML(xml: string): Promise<{ warnings: string[] }> {
    importedXml.push(xml);
    return Promise.resolve({ warnings: [] });
  }
  get(name: string): unknown {
    return name === 'canvas' ? { zoom: () => 1, addMarker: () => undefined } : { on: () => undefined };
  }
  destroy(): void {}
}
