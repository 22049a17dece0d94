import torch

from .vision import LinearPatchEmbed, SiglipVisionEmbeddings, SiglipVisionModel


def load_vision_tower() -> SiglipVisionModel:
    model = SiglipVisionModel()
    for module in model.modules():
        if isinstance(module, SiglipVisionEmbeddings):
            module.patch_embedding = LinearPatchEmbed.from_conv(module.patch_embedding)
    return model.eval()


vision_tower = load_vision_tower()
vision_compiled = torch.compile(vision_tower, fullgraph=True)
