import torch


def split_per_image(features: torch.Tensor, image_grid_thw: torch.Tensor, merge_size: int):
    """Split flat merged-patch features into one chunk per image."""
    split_sizes = (image_grid_thw.prod(-1) // merge_size**2).tolist()
    return torch.split(features, split_sizes)


def scatter_image_embeds(inputs_embeds, input_ids, image_embeds, image_token_id):
    mask = (input_ids == image_token_id).unsqueeze(-1).expand_as(inputs_embeds)
    return inputs_embeds.masked_scatter(mask, image_embeds.to(inputs_embeds.dtype))
