import torch

from .cache_utils import StaticCache
from .modeling_tiny_gemma import TinyGemmaConfig, TinyGemmaForCausalLM


class StaticDecodeRunner:
    """Holds a model and its preallocated cache so that one decode step is a fixed-shape graph."""

    def __init__(self, model, batch_size=1):
        cfg = model.config
        self.model = model
        self.cache = StaticCache(
            num_layers=cfg.num_hidden_layers,
            batch_size=batch_size,
            num_heads=cfg.num_attention_heads,
            head_dim=cfg.hidden_size // cfg.num_attention_heads,
            max_cache_len=cfg.max_position_embeddings,
        )

    def forward_decode(self, input_ids):
        logits, _ = self.model(input_ids, past_key_values=self.cache)
        return logits[:, -1, :].argmax(dim=-1, keepdim=True)


_runner = StaticDecodeRunner(TinyGemmaForCausalLM(TinyGemmaConfig()).eval())
decode_step = torch.compile(_runner.forward_decode, fullgraph=True)
