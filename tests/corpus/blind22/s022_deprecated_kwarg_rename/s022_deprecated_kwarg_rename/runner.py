import torch

from .cache import DynamicCache
from .modeling import Decoder


class DecodeRunner:
    def __init__(self, num_layers=2, hidden_size=32, num_heads=4, prefill_len=5):
        self.model = Decoder(hidden_size, num_heads, num_layers).eval()
        self.cache = DynamicCache()
        head_dim = hidden_size // num_heads
        for layer_idx in range(num_layers):
            kv = torch.zeros(2, num_heads, prefill_len, head_dim)
            self.cache.update(kv, kv.clone(), layer_idx)

    @torch.no_grad()
    def forward_decode(self, hidden_states):
        return self.model(hidden_states, past_key_values=self.cache)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
