import torch

from v034_special_token_map_from_template.embedder import embedder

ENTRY = "v034_special_token_map_from_template.embedder:embed_step"


def inputs():
    t = embedder.tokens
    s, p, e = t.local_id("vision_start"), t.local_id("image_pad"), t.local_id("vision_end")
    ids = torch.tensor([1, 2, s, p, p, p, e, 3])
    return (ids, torch.randn(3, 8))
