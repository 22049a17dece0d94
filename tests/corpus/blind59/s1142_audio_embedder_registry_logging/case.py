import torch

ENTRY = "s1142_audio_embedder_registry_logging.model:forward_step"


def inputs():
    input_ids = torch.tensor([1, 40, 40, 40, 3, 41, 41, 41, 41, 2])
    pixel_values = torch.randn(1, 3, 8)
    audio_features = torch.randn(1, 6, 10)
    return (input_ids, pixel_values, audio_features)
