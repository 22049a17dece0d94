import torch

from s1266_anyres_token_counter_registry.token_counters import count_llava_next_image_tokens
from s1266_anyres_token_counter_registry.llava_next import _encoder

ENTRY = "s1266_anyres_token_counter_registry.llava_next:encode_images"


def inputs():
    pixel_values = torch.randn(2, 3, 8, 8)
    image_sizes = torch.tensor([[10, 20], [12, 12]])
    total = sum(count_llava_next_image_tokens(image_sizes, _encoder.config))
    flat_features = torch.randn(total, 24)
    return (pixel_values, image_sizes, flat_features)
