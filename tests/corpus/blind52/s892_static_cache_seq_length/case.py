import torch

from s892_static_cache_seq_length import StaticKVCache, TinyLlamaConfig, TinyLlamaForCausalLM

ENTRY = "s892_static_cache_seq_length.generation_utils:GenerationMixin.decode_one_token"


def inputs():
    config = TinyLlamaConfig()
    model = TinyLlamaForCausalLM(config)
    cache = StaticKVCache(
        num_layers=config.num_hidden_layers,
        batch_size=2,
        num_heads=config.num_attention_heads,
        head_dim=config.hidden_size // config.num_attention_heads,
        max_cache_len=16,
    )
    cache.cache_seqlens.fill_(3)
    return (model, torch.randint(0, config.vocab_size, (2, 1)), cache)
