import torch

from .llava import LlavaForConditionalGeneration


def execute_model(model: LlavaForConditionalGeneration, input_ids: torch.Tensor, pixel_values: torch.Tensor):
    mm_embeds = model.get_multimodal_embeddings(pixel_values)
    inputs_embeds = model.get_input_embeddings(input_ids, mm_embeds)
    hidden_states = model(input_ids, inputs_embeds)
    logits = model.compute_logits(hidden_states[-1:])
    return logits.argmax(dim=-1)


execute_model_compiled = torch.compile(execute_model, fullgraph=True)
