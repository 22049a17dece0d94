import os
from dataclasses import dataclass
from typing import Optional


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.lower() in ("true", "1")


@dataclass
class ServerArgs:
    model_path: str = "dummy"
    speculative_algorithm: Optional[str] = None
    speculative_num_steps: Optional[int] = None
    speculative_eagle_topk: Optional[int] = None
    speculative_num_draft_tokens: Optional[int] = None
    enable_return_hidden_states: bool = False

    def __post_init__(self):
        if self.speculative_algorithm is not None:
            if self.speculative_num_steps is None:
                self.speculative_num_steps = 3
            if self.speculative_eagle_topk is None:
                self.speculative_eagle_topk = 1
            if self.speculative_num_draft_tokens is None:
                self.speculative_num_draft_tokens = self.speculative_num_steps + 1
