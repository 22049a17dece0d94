import torch

ENTRY = "s639_mm_embed_dump_config_off.model_runner:forward_mm"


def inputs():
    input_ids = torch.tensor([1, 29, 29, 29, 3, 30, 30, 2])
    image_feats = torch.randn(1, 3, 12)
    audio_feats = torch.randn(1, 2, 10)
    return (input_ids, image_feats, audio_feats)
