class SiglipVisionConfig:
    def __init__(self, image_size=16, patch_size=4, hidden_size=32, num_heads=4, num_layers=2,
                 image_mean=(0.5, 0.5, 0.5), image_std=(0.5, 0.5, 0.5), resample="triangle"):
        self.image_size = image_size
        self.patch_size = patch_size
        self.hidden_size = hidden_size
        self.num_heads = num_heads
        self.num_layers = num_layers
        self.image_mean = image_mean
        self.image_std = image_std
        self.resample = resample
