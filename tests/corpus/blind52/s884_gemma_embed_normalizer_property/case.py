import torch

from s884_gemma_embed_normalizer_property import GemmaConfig, GemmaModel

ENTRY = "s884_gemma_embed_normalizer_property.modeling_gemma:GemmaModel.forward"


def inputs():
    model = GemmaModel(GemmaConfig())
    input_ids = torch.randint(0, 128, (2, 5))
    return (model, input_ids)
