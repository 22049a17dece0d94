class MAEConfig:
    def __init__(
        self,
        image_size=32,
        patch_size=8,
        num_channels=3,
        hidden_size=32,
        num_layers=2,
        num_heads=4,
        decoder_hidden_size=16,
        mask_ratio=0.75,
        mask_seed=None,
    ):
        self.image_size = image_size
        self.patch_size = patch_size
        self.num_channels = num_channels
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.num_heads = num_heads
        self.decoder_hidden_size = decoder_hidden_size
        self.mask_ratio = mask_ratio
        # a fixed seed makes eval-time reconstructions reproducible across workers
        self.mask_seed = mask_seed

    @property
    def num_patches(self):
        return (self.image_size // self.patch_size) ** 2
