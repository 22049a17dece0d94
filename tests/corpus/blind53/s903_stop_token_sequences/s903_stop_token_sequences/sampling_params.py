from dataclasses import dataclass, field
from typing import List, Optional


@dataclass
class SamplingParams:
    max_new_tokens: int = 128
    min_new_tokens: int = 0
    ignore_eos: bool = False
    eos_token_ids: List[int] = field(default_factory=lambda: [2])
    stop_token_ids: Optional[List[int]] = None
    stop_token_sequences: List[List[int]] = field(default_factory=list)

    def normalize(self) -> "SamplingParams":
        if self.stop_token_ids:
            self.stop_token_sequences = self.stop_token_sequences + [[t] for t in self.stop_token_ids]
            self.stop_token_ids = None
        self.stop_token_sequences = [list(s) for s in self.stop_token_sequences if len(s) > 0]
        return self

    @property
    def longest_stop_sequence(self) -> int:
        return max((len(s) for s in self.stop_token_sequences), default=0)
