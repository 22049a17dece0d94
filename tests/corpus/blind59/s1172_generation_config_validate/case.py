import torch

from s1172_generation_config_validate import GenerationAdapter, TinyLM, TinyLMConfig

ENTRY = "s1172_generation_config_validate.sampling_adapter:GenerationAdapter.next_token_logits"


def inputs():
    adapter = GenerationAdapter(TinyLM(TinyLMConfig())).eval()
    return (adapter, torch.randn(2, 3, 8))
