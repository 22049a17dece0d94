"""Per-request state shared between the model runner and the detokenizer thread."""
import threading
from typing import List, Optional

import torch


class FINISH_LENGTH:
    def __init__(self, length: int):
        self.length = length


class Req:
    def __init__(self, rid: str, max_new_tokens: int, eos_token_id: int):
        self.rid = rid
        self.max_new_tokens = max_new_tokens
        self.eos_token_id = eos_token_id
        self.output_ids = torch.zeros(max_new_tokens, dtype=torch.long)
        self.output_logprobs = torch.zeros(max_new_tokens)
        self.num_output = 0
        self.finished_reason: Optional[FINISH_LENGTH] = None
        # the detokenizer thread reads output_ids / num_output concurrently
        self._output_lock = threading.Lock()

    def append_output(self, token_id: torch.Tensor, logprob: torch.Tensor) -> None:
        with self._output_lock:
            self.output_ids[self.num_output] = token_id
            self.output_logprobs[self.num_output] = logprob
            self.num_output += 1
            if self.num_output >= self.max_new_tokens:
                self.finished_reason = FINISH_LENGTH(self.num_output)


class ScheduleBatch:
    def __init__(self, reqs: List[Req]):
        self.reqs = reqs

    def batch_size(self) -> int:
        return len(self.reqs)
