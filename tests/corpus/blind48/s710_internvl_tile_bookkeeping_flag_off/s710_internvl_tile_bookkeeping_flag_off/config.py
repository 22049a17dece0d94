from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class InternVLChatConfig:
    vit_hidden_size: int = 32
    llm_hidden_size: int = 48
    image_size: int = 16
    patch_size: int = 4
    downsample_ratio: float = 0.5
    max_dynamic_patch: int = 6
    use_thumbnail: bool = True
    # debugging knobs; the serving config leaves them off
    check_tile_bookkeeping: bool = False
    dump_tiles_dir: Optional[str] = None

    @property
    def num_image_token(self) -> int:
        return int((self.image_size // self.patch_size) ** 2 * (self.downsample_ratio**2))


SERVING_CONFIG = InternVLChatConfig()
