import { DoorScreen } from '../../features/album/components/door-screen';

export default function AlbumScreenRoute() {
  return <DoorScreen />;
}
