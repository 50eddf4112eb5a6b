import type { ActionClickedMessage } from '../src/browser/tabs';

/** Firefox-only API, absent from WXT's (Chrome-based) browser types. */
interface FirefoxSidebarAction {
  sidebarAction?: { open(): Promise<void> };
}

/** Tells an open panel that the toolbar button was clicked on this tab, so it reads the page. */
function tellPanel(tab: { id?: number; windowId?: number }): void {
  if (tab.id === undefined || tab.windowId === undefined) return;
  const message: ActionClickedMessage = { type: 'cl:action-clicked', tabId: tab.id, windowId: tab.windowId };
  // No panel open yet: nobody listens, and the panel reads the tab itself when it starts.
  browser.runtime.sendMessage(message).catch(() => undefined);
}

export default defineBackground(() => {
  const action = browser.action ?? browser.browserAction;

  // Chrome / Edge (MV3): the click opens the side panel. It is opened here, from the click, rather
  // than with openPanelOnActionClick: only a click the extension handles itself grants activeTab,
  // which is what lets the panel read the page without any host permission.
  if (import.meta.env.BROWSER !== 'firefox') {
    browser.sidePanel
      ?.setPanelBehavior({ openPanelOnActionClick: false })
      .catch((error: unknown) => console.error('Could not set the side panel behaviour', error));
    action?.onClicked.addListener((tab) => {
      // Called at once, inside the click: sidePanel.open needs the user gesture.
      if (tab.windowId !== undefined)
        browser.sidePanel.open({ windowId: tab.windowId }).catch((error: unknown) => console.error('Could not open the side panel', error));
      tellPanel(tab);
    });
    return;
  }

  // Firefox (MV2): the side panel is a sidebar_action. A click on the toolbar button opens it, or,
  // when it is open, keeps it open: the click is also what grants activeTab, and Firefox takes that
  // back at every navigation, so on an application form the user clicks again to let the panel in
  // (a toggle would close the sidebar just then). The sidebar's own close button closes it.
  action?.onClicked.addListener((tab) => {
    // Called at once, inside the click: sidebarAction.open needs the user action.
    (browser as unknown as FirefoxSidebarAction).sidebarAction?.open().catch((error: unknown) => console.error('Could not open the sidebar', error));
    tellPanel(tab);
  });
});
