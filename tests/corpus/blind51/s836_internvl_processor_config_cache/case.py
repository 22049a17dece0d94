import torch

ENTRY = "s836_internvl_processor_config_cache.modeling_internvl:prefill_embeddings"


def inputs():
    input_ids = torch.tensor([1, 2, 60, 60, 60, 60, 3])
    pixel_values = torch.randn(1, 3, 8, 8)
    return (input_ids, pixel_values)
