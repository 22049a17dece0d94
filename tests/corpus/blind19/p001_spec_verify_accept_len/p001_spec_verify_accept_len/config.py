from __future__ import annotations

import dataclasses
import os


@dataclasses.dataclass(frozen=True)
class SpecDecodeConfig:
    num_draft_tokens: int = 3
    temperature: float = 1.0
    # numerical floor for the draft probability in the acceptance ratio
    eps: float = 1e-6
    # emit a bonus token from the target distribution after the accepted prefix
    use_bonus_token: bool = True

    @classmethod
    def from_env(cls) -> "SpecDecodeConfig":
        return cls(
            num_draft_tokens=int(os.environ.get("SPEC_NUM_DRAFT", "3")),
            temperature=float(os.environ.get("SPEC_TEMPERATURE", "1.0")),
        )

    @property
    def num_verify_tokens(self) -> int:
        return self.num_draft_tokens + 1
