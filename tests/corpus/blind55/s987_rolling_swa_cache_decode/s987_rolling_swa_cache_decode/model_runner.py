import torch

from .forward_batch import DecodeForwardBatch
from .kv_cache import SlidingWindowKVCache
from .model import MistralForCausalLM


class ModelRunner:
    def __init__(self, sliding_window: int = 4, max_batch_size: int = 4):
        self.sliding_window = sliding_window
        self.model = MistralForCausalLM().eval()
        self.kv_cache = SlidingWindowKVCache(
            num_layers=len(self.model.layers),
            max_batch_size=max_batch_size,
            sliding_window=sliding_window,
            num_heads=2,
            head_dim=8,
        )

    @torch.inference_mode()
    def forward_decode(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        batch = DecodeForwardBatch.from_positions(input_ids, positions, self.sliding_window)
        return self.model(batch, self.kv_cache)


runner = ModelRunner()
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
