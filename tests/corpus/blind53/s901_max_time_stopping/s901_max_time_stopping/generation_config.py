from dataclasses import dataclass, field
from typing import List, Optional, Union


@dataclass
class GenerationConfig:
    max_length: int = 20
    max_new_tokens: Optional[int] = None
    max_time: Optional[float] = None
    eos_token_id: Optional[Union[int, List[int]]] = None
    pad_token_id: int = 0
    temperature: float = 1.0
    do_sample: bool = False
    stop_strings: List[str] = field(default_factory=list)

    def resolved_eos_ids(self) -> List[int]:
        if self.eos_token_id is None:
            return []
        if isinstance(self.eos_token_id, int):
            return [self.eos_token_id]
        return list(self.eos_token_id)

    def effective_max_length(self, prompt_len: int) -> int:
        if self.max_new_tokens is not None:
            return prompt_len + self.max_new_tokens
        return self.max_length
