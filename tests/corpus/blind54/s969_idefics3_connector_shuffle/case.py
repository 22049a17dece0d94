import torch

ENTRY = "s969_idefics3_connector_shuffle.model:project_image_features"


def inputs():
    return (torch.randn(2, 16, 8),)
