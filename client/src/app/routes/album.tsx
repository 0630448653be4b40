import { AlbumPage } from '../../features/album/components/album-page';

export default function AlbumRoute() {
  return <AlbumPage />;
}
