import torch

ENTRY = "z009_missing_feature_warning.model:ranker"


def inputs():
    b = 4
    batch = {
        "age_bucket": torch.randint(0, 9, (b,)),
        "ctr_7d": torch.rand(b),
        "price": torch.rand(b) * 50,
        "user_id": torch.randint(0, 100, (b,)),
        "item_id": torch.randint(0, 100, (b,)),
        # shop_id absent: older clients do not send it
    }
    return (batch,)
