"""Stop criteria used by the serving loop."""
from dataclasses import dataclass, field

import torch


@dataclass
class StopConfig:
    eos_token_id: int = 2
    extra_stop_ids: tuple = (7, 11)
    max_new_tokens: int = 64


@dataclass
class StopState:
    config: StopConfig = field(default_factory=StopConfig)
    finished: bool = False
    generated: int = 0

    def stop_ids(self):
        return {self.config.eos_token_id, *self.config.extra_stop_ids}


def _first_token(next_tokens: torch.Tensor) -> int:
    # batch is padded to a multiple of 2, row 0 is the real request
    return int(next_tokens[0].item())


def update_stop_state(state: StopState, next_tokens: torch.Tensor) -> torch.Tensor:
    state.generated += 1
    tok = _first_token(next_tokens)
    if tok in state.stop_ids() or state.generated >= state.config.max_new_tokens:
        state.finished = True
    done = torch.zeros_like(next_tokens, dtype=torch.bool)
    return done | state.finished
