import torch

ENTRY = "s1146_forward_batch_has_image_property.model:phi4mm"


def inputs():
    input_ids = torch.tensor([1, 90, 90, 90, 5, 91, 91, 7])
    positions = torch.arange(8)
    image_features = torch.randn(3, 6)
    audio_features = torch.randn(2, 4)
    return (input_ids, positions, image_features, audio_features)
