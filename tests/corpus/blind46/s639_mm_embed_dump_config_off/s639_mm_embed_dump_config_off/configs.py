from dataclasses import dataclass
from typing import Optional


@dataclass(frozen=True)
class MultiModalConfig:
    image_token_id: int = 29
    audio_token_id: int = 30
    # debugging knobs, all off in production
    mm_embed_dump_dir: Optional[str] = None
    enable_mm_stats: bool = False
