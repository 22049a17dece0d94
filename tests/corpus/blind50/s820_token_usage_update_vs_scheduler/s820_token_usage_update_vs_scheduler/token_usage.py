import torch


class TokenUsage:
    """Per-slot KV accounting kept next to the req_to_token pool."""

    def __init__(self, max_total_tokens: int, max_num_reqs: int):
        self.max_total_tokens = max_total_tokens
        self.used_tokens = 0
        self.peak_used_tokens = 0
        self.tokens_per_req = torch.zeros(max_num_reqs, dtype=torch.int64)

    def update(self, req_pool_indices: torch.Tensor, num_new_tokens: int) -> None:
        self.tokens_per_req[req_pool_indices] += 1
        self.used_tokens += num_new_tokens
        self.peak_used_tokens = max(self.peak_used_tokens, self.used_tokens)

    @property
    def usage(self) -> float:
        return self.used_tokens / self.max_total_tokens

    def free(self, req_pool_idx: int) -> None:
        self.used_tokens -= int(self.tokens_per_req[req_pool_idx])
        self.tokens_per_req[req_pool_idx] = 0
