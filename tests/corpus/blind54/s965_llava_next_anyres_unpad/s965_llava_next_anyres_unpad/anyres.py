import torch


def unpad_image(tensor: torch.Tensor, original_size: torch.Tensor) -> torch.Tensor:
    """Remove the padding the processor added when letterboxing to the anyres canvas.

    tensor: [C, H, W] feature map, original_size: (height, width) of the raw image.
    """
    original_height, original_width = original_size
    current_height, current_width = tensor.shape[1:]

    original_aspect_ratio = original_width / original_height
    current_aspect_ratio = current_width / current_height

    if original_aspect_ratio > current_aspect_ratio:
        scale_factor = current_width / original_width
        new_height = int(original_height * scale_factor)
        padding = (current_height - new_height) // 2
        return tensor[:, padding : current_height - padding, :]

    scale_factor = current_height / original_height
    new_width = int(original_width * scale_factor)
    padding = (current_width - new_width) // 2
    return tensor[:, :, padding : current_width - padding]


def get_anyres_grid_shape(num_patches: int) -> tuple:
    """Square grid of crops (2x2 for 4 crops, 3x3 for 9, ...)."""
    side = int(num_patches**0.5)
    if side * side != num_patches:
        raise ValueError(f"expected a square number of crops, got {num_patches}")
    return side, side
