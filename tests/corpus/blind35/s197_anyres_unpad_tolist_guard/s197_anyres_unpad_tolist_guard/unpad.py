import torch


def grid_from_image_size(image_size, patch_size):
    """(rows, cols) of patches covering one original image."""
    h, w = image_size.tolist()
    return -(-h // patch_size), -(-w // patch_size)


def unpad_features(feats, image_size, patch_size):
    """Drop patch tokens that only cover padding of the resized canvas.

    feats: (N, C) tokens of a square-padded canvas laid out row-major.
    """
    n, c = feats.shape
    side = int(n ** 0.5)
    rows, cols = grid_from_image_size(image_size, patch_size)
    grid = feats.view(side, side, c)
    if rows < side:
        top = (side - rows) // 2
        grid = grid[top : top + rows]
    if cols < side:
        left = (side - cols) // 2
        grid = grid[:, left : left + cols]
    return grid.reshape(-1, c)
