import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Media } from '@app/shared';
import { DataSource } from 'typeorm';

const MEDIA_NAME = /^([0-9a-f]{64})\.([a-z0-9]{2,5})$/;

@Injectable()
export class MediaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The image a /media/<hash>.<ext> name points at; null for a malformed or unknown name. */
  async findByFileName(fileName: string): Promise<Media | null> {
    const match = MEDIA_NAME.exec(fileName);
    if (!match) return null;
    const media = await this.dataSource.getRepository(Media).findOneBy({ hash: match[1] });
    return media && media.extension === match[2] ? media : null;
  }
}
