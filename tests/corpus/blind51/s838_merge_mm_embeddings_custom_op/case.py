import torch

from s838_merge_mm_embeddings_custom_op.llava import LlavaConfig, LlavaForConditionalGeneration

ENTRY = "s838_merge_mm_embeddings_custom_op.model_runner:execute_model_compiled"


def inputs():
    model = LlavaForConditionalGeneration(LlavaConfig())
    input_ids = torch.tensor([1, 4, 49, 49, 49, 49, 9, 12])
    pixel_values = torch.randn(1, 3, 8, 8)
    return (model, input_ids, pixel_values)
