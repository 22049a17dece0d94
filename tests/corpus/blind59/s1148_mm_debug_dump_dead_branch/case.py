import torch

ENTRY = "s1148_mm_debug_dump_dead_branch.model:compiled_forward"


def inputs():
    input_ids = torch.tensor([3, 70, 70, 70, 70, 8, 71, 71, 2])
    pixel_values = torch.randn(2, 2, 6)
    audio_features = torch.randn(1, 2, 5)
    return (input_ids, pixel_values, audio_features)
