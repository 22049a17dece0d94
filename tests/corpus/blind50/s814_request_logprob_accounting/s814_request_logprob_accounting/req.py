from dataclasses import dataclass, field
from typing import List


@dataclass
class Req:
    rid: str
    prompt_tokens: int
    completion_tokens: int = 0
    cached_tokens: int = 0
    output_ids: List[int] = field(default_factory=list)
    output_token_logprobs: List[float] = field(default_factory=list)
    return_logprob: bool = True

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


def make_dummy_batch(batch_size: int) -> List[Req]:
    return [Req(rid=f"req-{i}", prompt_tokens=16 + i) for i in range(batch_size)]
