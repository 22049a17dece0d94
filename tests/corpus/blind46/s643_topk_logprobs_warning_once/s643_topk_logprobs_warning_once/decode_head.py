import torch
from torch import nn

from .logprobs import LogprobsConfig, LogprobsProcessor


class DecodeHead(nn.Module):
    """Greedy decode step that also maintains cumulative logprobs per request."""

    def __init__(self, logprobs_config: LogprobsConfig):
        super().__init__()
        self.logprobs = LogprobsProcessor(logprobs_config)

    def forward(self, logits: torch.Tensor, cum_logprobs: torch.Tensor):
        logprobs = torch.log_softmax(logits.float(), dim=-1)
        next_tokens = logprobs.argmax(dim=-1)
        chosen, top_vals, top_ids = self.logprobs(logprobs, next_tokens)
        cum_logprobs = cum_logprobs + chosen
        return next_tokens, cum_logprobs, top_vals, top_ids


compiled = torch.compile(DecodeHead(LogprobsConfig(num_top_logprobs=8)), fullgraph=True)
