import torch
import torch.nn as nn

from .scheduler_stats import SchedulerStats
from .token_usage import TokenUsage


class DecodeHead(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.proj(self.norm(hidden_states))


class DecodeModelRunner:
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32, max_total_tokens: int = 1024, max_num_reqs: int = 16):
        self.head = DecodeHead(hidden_size, vocab_size)
        self.token_usage = TokenUsage(max_total_tokens, max_num_reqs)
        self.scheduler_stats = SchedulerStats()

    def forward_decode(self, hidden_states: torch.Tensor, req_pool_indices: torch.Tensor) -> torch.Tensor:
        logits = self.head(hidden_states)
        next_token_ids = torch.argmax(logits, dim=-1)
        self.token_usage.update(req_pool_indices, num_new_tokens=hidden_states.shape[0])
        return next_token_ids

    def log_decode_stats(self, num_queue_reqs: int, num_new_tokens: int) -> None:
        self.scheduler_stats.update(
            num_running_reqs=int((self.token_usage.tokens_per_req > 0).sum()),
            num_queue_reqs=num_queue_reqs,
            token_usage=self.token_usage.usage,
            num_new_tokens=num_new_tokens,
        )


runner = DecodeModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
