import torch

ENTRY = "s704_llava_image_token_count_check.runner:embed_prefill"


def inputs():
    # one 16x16 image -> 4 image tokens, spliced into a 10-token prompt
    input_ids = torch.tensor([[1, 5, 127, 127, 127, 127, 9, 14, 3, 2]])
    pixel_values = torch.randn(1, 3, 16, 16)
    return (input_ids, pixel_values)
