import torch.nn.functional as F


def window_partition(x, ws):
    B, H, W, C = x.shape
    pad_h = (ws - H % ws) % ws
    pad_w = (ws - W % ws) % ws
    if pad_h or pad_w:
        x = F.pad(x, (0, 0, 0, pad_w, 0, pad_h))
    Hp, Wp = H + pad_h, W + pad_w
    x = x.view(B, Hp // ws, ws, Wp // ws, ws, C)
    windows = x.permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws, C)
    return windows, (Hp, Wp)


def window_reverse(windows, ws, hw_padded, hw):
    Hp, Wp = hw_padded
    H, W = hw
    C = windows.shape[-1]
    B = windows.shape[0] // ((Hp // ws) * (Wp // ws))
    x = windows.view(B, Hp // ws, Wp // ws, ws, ws, C)
    x = x.permute(0, 1, 3, 2, 4, 5).reshape(B, Hp, Wp, C)
    return x[:, :H, :W, :].contiguous()
