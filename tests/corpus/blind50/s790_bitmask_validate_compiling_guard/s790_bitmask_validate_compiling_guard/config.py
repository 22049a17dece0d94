import os
from dataclasses import dataclass, field
from typing import Optional


@dataclass(frozen=True)
class GuidedDecodingConfig:
    backend: str = "xgrammar"
    vocab_size: int = 64
    validate_bitmask: bool = True
    debug_dump_dir: Optional[str] = field(
        default_factory=lambda: os.environ.get("GUIDED_DECODING_DUMP_DIR") or None
    )

    @property
    def dump_enabled(self) -> bool:
        return self.debug_dump_dir is not None

    @property
    def num_words(self) -> int:
        return (self.vocab_size + 31) // 32
