import torch

ENTRY = "v040_modality_registry_disabled_norm.connector:compiled_connector"


def inputs():
    # one HWC uint8 image, as a PIL-backed processor hands it over
    return (torch.randint(0, 256, (8, 12, 3), dtype=torch.uint8),)
