import logging

import torch

from .model import GPT2Model
from .profiler import LayerActivationProfiler

logger = logging.getLogger(__name__)


class ModelRunner:
    def __init__(self, hidden_size: int = 8, max_num_batched_tokens: int = 16, memory_budget_bytes: int = 1 << 20):
        self.hidden_size = hidden_size
        self.max_num_batched_tokens = max_num_batched_tokens
        self.memory_budget_bytes = memory_budget_bytes
        torch.manual_seed(0)
        self.model = GPT2Model(hidden_size).eval()
        self.max_num_tokens = self.profile_run()

    @torch.no_grad()
    def profile_run(self) -> int:
        dummy = torch.zeros(self.max_num_batched_tokens, self.hidden_size)
        with LayerActivationProfiler(self.model) as prof:
            self.model(dummy)
        per_token = max(prof.peak_activation_bytes // self.max_num_batched_tokens, 1)
        max_tokens = min(self.memory_budget_bytes // per_token, 4 * self.max_num_batched_tokens)
        logger.info("Profile run: peak activation %d bytes -> max_num_tokens=%d", prof.peak_activation_bytes, max_tokens)
        return max_tokens


runner = ModelRunner()
forward_step = torch.compile(runner.model, fullgraph=True)
