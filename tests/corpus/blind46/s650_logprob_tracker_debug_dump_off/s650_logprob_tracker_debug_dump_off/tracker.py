import json

import torch

from .config import SERVER_ARGS, ServerArgs
from .state import LogprobState


class LogprobTracker:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args

    def _dump(self, token_ids: torch.Tensor, token_logprobs: torch.Tensor) -> None:
        with open(self.server_args.debug_dump_path, "a") as f:
            f.write(json.dumps({"ids": token_ids.tolist(), "logprobs": token_logprobs.tolist()}) + "\n")

    @torch.compile(fullgraph=True)
    def accumulate(self, logits, cum_logprobs, num_tokens, active):
        logprobs = torch.log_softmax(logits, dim=-1)
        token_ids = logprobs.argmax(dim=-1)
        token_logprobs = logprobs.gather(-1, token_ids[:, None]).squeeze(-1)
        state = LogprobState(cum_logprobs, num_tokens).update(token_logprobs, active)
        if self.server_args.debug_dump_logprobs:
            self._dump(token_ids, token_logprobs)
        return token_ids, state.cum_logprobs, state.num_tokens, state.mean_logprob()


TRACKER = LogprobTracker(SERVER_ARGS)
