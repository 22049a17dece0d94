"""Carry the tail of the previous turn's hidden states into the next turn."""
import json

import torch

from . import flags


class ConversationCarry:
    def __init__(self, window: int = 4, decay: float = 0.5):
        self.window = window
        self.decay = decay

    def _dump(self, prev: torch.Tensor, turn: int) -> None:
        with open(flags.DUMP_PATH, "a") as fh:
            fh.write(json.dumps({"turn": turn, "norm": prev.norm().item()}) + "\n")
        print(f"[session] dumped turn {turn}")

    def merge(self, prev: torch.Tensor, cur: torch.Tensor, turn: int = 0) -> torch.Tensor:
        if flags.DUMP_SESSION_STATE:
            self._dump(prev, turn)
        tail = prev[-self.window:]
        weights = self.decay ** torch.arange(tail.shape[0], 0, -1, dtype=cur.dtype)
        summary = (tail * weights[:, None]).sum(0) / weights.sum()
        return cur + summary
