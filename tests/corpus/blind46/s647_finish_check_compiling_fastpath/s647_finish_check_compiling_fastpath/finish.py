import logging
import time
from typing import List, Sequence

import torch

logger = logging.getLogger(__name__)


class FinishChecker:
    """Decides which requests finished after a decode step."""

    def __init__(self, stop_token_ids: Sequence[int], max_new_tokens: int):
        self.stop_token_ids = tuple(stop_token_ids)
        self.stop_ids = torch.tensor(self.stop_token_ids, dtype=torch.long)
        self.max_new_tokens = max_new_tokens
        self.finish_times: List[float] = []

    def _check_tensor(self, next_tokens, output_lens, finished):
        hit_stop = torch.isin(next_tokens, self.stop_ids)
        hit_len = output_lens >= self.max_new_tokens
        return finished | hit_stop | hit_len

    def _check_python(self, next_tokens, output_lens, finished):
        out = finished.tolist()
        for i, (tok, n) in enumerate(zip(next_tokens.tolist(), output_lens.tolist())):
            if out[i]:
                continue
            if tok in self.stop_token_ids or n >= self.max_new_tokens:
                out[i] = True
                self.finish_times.append(time.monotonic())
                logger.debug("request slot %d finished (token=%d, len=%d)", i, tok, n)
        return torch.tensor(out, dtype=torch.bool)

    def check(self, next_tokens, output_lens, finished):
        if torch.compiler.is_compiling():
            return self._check_tensor(next_tokens, output_lens, finished)
        return self._check_python(next_tokens, output_lens, finished)
