// The icons of server components: Lucide's drawings, read from lucide-react's icon modules
// (lib/site/icon-data.ts), put once in the icon sprite (lib/site/icon-sprite.ts, served by
// app/sprite/[file]/route.ts) and drawn as pointers into it (./icon.tsx), named as lucide-react
// names them. Server only: each icon module also holds lucide-react's component, which has no
// place in a browser bundle. Modules that also run in the browser (the cards, badges and room
// counts the search, map and saved-homes islands draw too, and those islands' own controls)
// point into the same sprite by name with components/ui/sprite-icon.tsx, whose names are drawn
// here too.
import 'server-only';
import * as airVent from 'lucide-react/icons/air-vent';
import * as arrowLeft from 'lucide-react/icons/arrow-left';
import * as arrowRight from 'lucide-react/icons/arrow-right';
import * as badgeCheck from 'lucide-react/icons/badge-check';
import * as bath from 'lucide-react/icons/bath';
import * as bedDouble from 'lucide-react/icons/bed-double';
import * as bookmarkPlus from 'lucide-react/icons/bookmark-plus';
import * as briefcaseBusiness from 'lucide-react/icons/briefcase-business';
import * as buildingComplex from 'lucide-react/icons/building-complex';
import * as bus from 'lucide-react/icons/bus';
import * as calculator from 'lucide-react/icons/calculator';
import * as calendarDays from 'lucide-react/icons/calendar-days';
import * as calendarPlus from 'lucide-react/icons/calendar-plus';
import * as calendarX from 'lucide-react/icons/calendar-x';
import * as camera from 'lucide-react/icons/camera';
import * as scrollText from 'lucide-react/icons/scroll-text';
import * as wallet from 'lucide-react/icons/wallet';
import * as circleCheck from 'lucide-react/icons/circle-check';
import * as info from 'lucide-react/icons/info';
import * as hardHat from 'lucide-react/icons/hard-hat';
import * as calendarClock from 'lucide-react/icons/calendar-clock';
import * as car from 'lucide-react/icons/car';
import * as chartColumn from 'lucide-react/icons/chart-column';
import * as check from 'lucide-react/icons/check';
import * as chevronLeft from 'lucide-react/icons/chevron-left';
import * as chevronRight from 'lucide-react/icons/chevron-right';
import * as clock from 'lucide-react/icons/clock';
import * as copy from 'lucide-react/icons/copy';
import * as droplets from 'lucide-react/icons/droplets';
import * as dumbbell from 'lucide-react/icons/dumbbell';
import * as externalLink from 'lucide-react/icons/external-link';
import * as fence from 'lucide-react/icons/fence';
import * as fileText from 'lucide-react/icons/file-text';
import * as flag from 'lucide-react/icons/flag';
import * as globe from 'lucide-react/icons/globe';
import * as handCoins from 'lucide-react/icons/hand-coins';
import * as handshake from 'lucide-react/icons/handshake';
import * as headset from 'lucide-react/icons/headset';
import * as heart from 'lucide-react/icons/heart';
import * as heartOff from 'lucide-react/icons/heart-off';
import * as hospital from 'lucide-react/icons/hospital';
import * as house from 'lucide-react/icons/house';
import * as languages from 'lucide-react/icons/languages';
import * as list from 'lucide-react/icons/list';
import * as mail from 'lucide-react/icons/mail';
import * as map from 'lucide-react/icons/map';
import * as landPlot from 'lucide-react/icons/land-plot';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as mapPinned from 'lucide-react/icons/map-pinned';
import * as menu from 'lucide-react/icons/menu';
import * as messageCircle from 'lucide-react/icons/message-circle';
import * as minus from 'lucide-react/icons/minus';
import * as pawPrint from 'lucide-react/icons/paw-print';
import * as phone from 'lucide-react/icons/phone';
import * as receipt from 'lucide-react/icons/receipt';
import * as play from 'lucide-react/icons/play';
import * as rotate3d from 'lucide-react/icons/rotate-3d';
import * as ruler from 'lucide-react/icons/ruler';
import * as school from 'lucide-react/icons/school';
import * as search from 'lucide-react/icons/search';
import * as searchX from 'lucide-react/icons/search-x';
import * as send from 'lucide-react/icons/send';
import * as layoutPanelLeft from 'lucide-react/icons/layout-panel-left';
import * as printer from 'lucide-react/icons/printer';
import * as share2 from 'lucide-react/icons/share-2';
import * as shieldCheck from 'lucide-react/icons/shield-check';
import * as shieldExclamationPoint from 'lucide-react/icons/shield-exclamation-point';
import * as shoppingCart from 'lucide-react/icons/shopping-cart';
import * as slidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import * as sofa from 'lucide-react/icons/sofa';
import * as star from 'lucide-react/icons/star';
import * as trash from 'lucide-react/icons/trash';
import * as trees from 'lucide-react/icons/trees';
import * as trendingDown from 'lucide-react/icons/trending-down';
import * as trendingUp from 'lucide-react/icons/trending-up';
import * as users from 'lucide-react/icons/users';
import * as wavesHorizontal from 'lucide-react/icons/waves-horizontal';
import * as wifi from 'lucide-react/icons/wifi';
import * as x from 'lucide-react/icons/x';
import * as zap from 'lucide-react/icons/zap';
import * as arrowDownUp from 'lucide-react/icons/arrow-down-up';
import * as layoutGrid from 'lucide-react/icons/layout-grid';
import * as locateFixed from 'lucide-react/icons/locate-fixed';
import * as store from 'lucide-react/icons/store';
import * as video from 'lucide-react/icons/video';
import { iconData, type IconData } from '@/lib/site/icon-data';
import { iconSprite, type SpriteFile } from '@/lib/site/icon-sprite';
import { drawIcon, type Icon } from './icon';

export type { Icon };

const drawn: IconData[] = [];
let sprite: SpriteFile | undefined;

/**
 * The sprite of every icon below. Made on first use, when a page or the sprite's route draws,
 * by which time this module has made every icon; each build process makes the same file.
 */
export function iconSpriteFile(): SpriteFile {
  sprite ??= iconSprite(drawn);
  return sprite;
}

const spritePath = () => iconSpriteFile().path;

function icon(name: string, module: object): Icon {
  const data = iconData(name, module);
  drawn.push(data);
  return drawIcon(data, spritePath);
}

export const AirVent = icon('air-vent', airVent);
export const CalendarClock = icon('calendar-clock', calendarClock);
export const HardHat = icon('hard-hat', hardHat);
export const Info = icon('info', info);
export const CircleCheck = icon('circle-check', circleCheck);
export const Wallet = icon('wallet', wallet);
export const ScrollText = icon('scroll-text', scrollText);
export const ArrowLeft = icon('arrow-left', arrowLeft);
export const ArrowRight = icon('arrow-right', arrowRight);
export const BadgeCheck = icon('badge-check', badgeCheck);
export const Bath = icon('bath', bath);
export const BedDouble = icon('bed-double', bedDouble);
export const BookmarkPlus = icon('bookmark-plus', bookmarkPlus);
export const BriefcaseBusiness = icon('briefcase-business', briefcaseBusiness);
export const Building2 = icon('building-complex', buildingComplex);
export const Bus = icon('bus', bus);
export const Calculator = icon('calculator', calculator);
export const CalendarDays = icon('calendar-days', calendarDays);
export const CalendarPlus = icon('calendar-plus', calendarPlus);
export const CalendarX = icon('calendar-x', calendarX);
export const Camera = icon('camera', camera);
export const Car = icon('car', car);
export const ChartColumn = icon('chart-column', chartColumn);
export const Check = icon('check', check);
export const ChevronLeft = icon('chevron-left', chevronLeft);
export const ChevronRight = icon('chevron-right', chevronRight);
export const Clock = icon('clock', clock);
export const Copy = icon('copy', copy);
export const Droplets = icon('droplets', droplets);
export const Dumbbell = icon('dumbbell', dumbbell);
export const ExternalLink = icon('external-link', externalLink);
export const Fence = icon('fence', fence);
export const FileText = icon('file-text', fileText);
export const Flag = icon('flag', flag);
export const Globe = icon('globe', globe);
export const HandCoins = icon('hand-coins', handCoins);
export const Handshake = icon('handshake', handshake);
export const Headset = icon('headset', headset);
export const Heart = icon('heart', heart);
export const HeartOff = icon('heart-off', heartOff);
export const Hospital = icon('hospital', hospital);
export const House = icon('house', house);
export const Languages = icon('languages', languages);
export const List = icon('list', list);
export const Mail = icon('mail', mail);
export const MapIcon = icon('map', map);
export const LandPlot = icon('land-plot', landPlot);
export const MapPin = icon('map-pin', mapPin);
export const MapPinned = icon('map-pinned', mapPinned);
export const Menu = icon('menu', menu);
export const MessageCircle = icon('message-circle', messageCircle);
export const Minus = icon('minus', minus);
export const PawPrint = icon('paw-print', pawPrint);
export const Phone = icon('phone', phone);
export const Receipt = icon('receipt', receipt);
export const Play = icon('play', play);
export const Rotate3d = icon('rotate-3d', rotate3d);
export const Ruler = icon('ruler', ruler);
export const School = icon('school', school);
export const Search = icon('search', search);
export const SearchX = icon('search-x', searchX);
export const Send = icon('send', send);
export const LayoutPanelLeft = icon('layout-panel-left', layoutPanelLeft);
export const Printer = icon('printer', printer);
export const Share2 = icon('share-2', share2);
export const ShieldAlert = icon('shield-exclamation-point', shieldExclamationPoint);
export const ShieldCheck = icon('shield-check', shieldCheck);
export const ShoppingCart = icon('shopping-cart', shoppingCart);
export const SlidersHorizontal = icon('sliders-horizontal', slidersHorizontal);
export const Sofa = icon('sofa', sofa);
export const Star = icon('star', star);
export const Trash2 = icon('trash', trash);
export const Trees = icon('trees', trees);
export const TrendingDown = icon('trending-down', trendingDown);
export const TrendingUp = icon('trending-up', trendingUp);
export const Users = icon('users', users);
export const Waves = icon('waves-horizontal', wavesHorizontal);
export const Wifi = icon('wifi', wifi);
export const X = icon('x', x);
export const Zap = icon('zap', zap);
export const ArrowDownUp = icon('arrow-down-up', arrowDownUp);
export const LayoutGrid = icon('layout-grid', layoutGrid);
export const LocateFixed = icon('locate-fixed', locateFixed);
export const Store = icon('store', store);
export const Video = icon('video', video);
