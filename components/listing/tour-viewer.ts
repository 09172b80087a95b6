// Loaded only when the visitor starts a tour (dynamic import): Photo Sphere Viewer and three.js
// stay out of every page's first load.
import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';
import { GyroscopePlugin } from '@photo-sphere-viewer/gyroscope-plugin';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import '@photo-sphere-viewer/markers-plugin/index.css';
import { VirtualTourPlugin, type VirtualTourNode } from '@photo-sphere-viewer/virtual-tour-plugin';
import '@photo-sphere-viewer/virtual-tour-plugin/index.css';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';
import type { TourRoom } from '@/lib/listings/schema';

/** The viewer's words, from the page's dictionary: its buttons and the doorway arrows. */
export type TourTexts = Pick<
  Dictionary['detail'],
  | 'tourGoTo'
  | 'tourNextRoom'
  | 'tourZoomIn'
  | 'tourZoomOut'
  | 'tourFullscreen'
  | 'tourUp'
  | 'tourDown'
  | 'tourLeft'
  | 'tourRight'
  | 'tourZoom'
  | 'tourGyroscope'
  | 'tourRoomLoading'
  | 'tourDescription'
  | 'tourMenu'
  | 'tourClose'
  | 'tourTwoFingers'
  | 'tourCtrlZoom'
  | 'tourRoomFailed'
>;

/** A tour room as the player gets it: its name already in the page's language. */
export type PlayerRoom = Omit<TourRoom, 'sw'>;

const degrees = (value: number) => `${value}deg`;

// A white disc with an upward chevron: "walk this way", readable on light and dark walls.
const ARROW_SVG =
  '<svg viewBox="0 0 64 64" width="100%" height="100%" aria-hidden="true"><circle cx="32" cy="32" r="28" fill="rgba(255,255,255,0.92)" stroke="currentColor" stroke-width="3"/><path d="M20 38 32 24l12 14" fill="none" stroke="currentColor" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></svg>';

export interface TourHandle {
  destroy(): void;
  /** Moves the tour to a room (the floor plan's rooms call it). */
  goTo(roomId: string): void;
}

/**
 * Starts a virtual tour in `container`. Rooms are nodes; each link is a hotspot placed on the
 * doorway to the next room. Reports the room on screen and the view direction, so the page can
 * name the room (and tests can see the view turn).
 */
export function startTour(
  container: HTMLElement,
  rooms: readonly PlayerRoom[],
  texts: TourTexts,
  onChange: (state: { roomId: string; roomName: string; yaw: number }) => void,
  /** The room the tour opens in: the one tapped on the floor plan, else the first. */
  startRoom = rooms[0]?.id,
): TourHandle {
  const roomName = (id: string) => rooms.find((r) => r.id === id)?.name ?? texts.tourNextRoom;
  const goTo = (id: string) => fill(texts.tourGoTo, { room: roomName(id).toLowerCase() });
  const nodes: VirtualTourNode[] = rooms.map((room) => ({
    id: room.id,
    panorama: room.panorama,
    thumbnail: room.thumbnail,
    name: room.name,
    caption: room.name,
    links: room.links.map((link) => ({
      nodeId: link.to,
      position: { yaw: degrees(link.yaw), pitch: degrees(link.pitch) },
    })),
  }));
  const viewer = new Viewer({
    container,
    loadingImg: undefined,
    defaultZoomLvl: 30,
    keyboard: 'always',
    mousewheelCtrlKey: true,
    touchmoveTwoFingers: false,
    navbar: ['zoom', 'move', 'caption', 'gyroscope', 'fullscreen'],
    lang: {
      zoomIn: texts.tourZoomIn,
      zoomOut: texts.tourZoomOut,
      fullscreen: texts.tourFullscreen,
      moveUp: texts.tourUp,
      moveDown: texts.tourDown,
      moveLeft: texts.tourLeft,
      moveRight: texts.tourRight,
      // Every text the viewer can show, so none of its English defaults reaches a Swahili page
      // (the gyroscope button's is added by its plugin, under its id).
      zoom: texts.tourZoom,
      gyroscope: texts.tourGyroscope,
      loading: texts.tourRoomLoading,
      description: texts.tourDescription,
      menu: texts.tourMenu,
      close: texts.tourClose,
      twoFingers: texts.tourTwoFingers,
      ctrlZoom: texts.tourCtrlZoom,
      loadError: texts.tourRoomFailed,
    },
    plugins: [
      MarkersPlugin,
      GyroscopePlugin,
      VirtualTourPlugin.withConfig({
        positionMode: 'manual',
        renderMode: '2d',
        nodes,
        startNodeId: startRoom,
        showLinkTooltip: true,
        // PSV's own arrow is a <button> without a name; this one says where it goes.
        arrowStyle: {
          element: (link) => {
            const button = document.createElement('button');
            button.type = 'button';
            button.className = 'psv-virtual-tour-arrow';
            button.setAttribute('aria-label', goTo(link.nodeId));
            button.innerHTML = ARROW_SVG;
            return button;
          },
          size: { width: 64, height: 64 },
        },
        getLinkTooltip: (_content, link) => goTo(link.nodeId),
        transitionOptions: { showLoader: true, effect: 'fade', speed: 400, rotation: true },
      }),
    ],
  });
  const tour = viewer.getPlugin<VirtualTourPlugin>(VirtualTourPlugin);
  let roomId = startRoom ?? '';
  const report = () => {
    const room = rooms.find((r) => r.id === roomId);
    onChange({
      roomId,
      roomName: room?.name ?? '',
      yaw: (viewer.getPosition().yaw * 180) / Math.PI,
    });
  };
  tour.addEventListener('node-changed', ({ node }) => {
    roomId = node.id;
    report();
  });
  viewer.addEventListener('position-updated', report);
  viewer.addEventListener('ready', report, { once: true });
  return {
    destroy: () => viewer.destroy(),
    goTo: (id) => {
      if (id !== roomId && rooms.some((r) => r.id === id)) void tour.setCurrentNode(id);
    },
  };
}
